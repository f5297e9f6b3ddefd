swift_storage_policy { '1': policy_name => 'gold', aliases => 'yellow; orange' }
