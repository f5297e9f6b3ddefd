swift_storage_policy { '1': policy_name => 'gold', deprecated => 'maybe' }
