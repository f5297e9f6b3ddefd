swift::storage::policy { '0': policy_name => 'gold', default_policy => true, policy_type => 'mirror' }
