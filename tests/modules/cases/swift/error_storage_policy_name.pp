swift_storage_policy { '1a': policy_name => 'gold' }
