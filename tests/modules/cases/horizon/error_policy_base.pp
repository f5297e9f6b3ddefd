horizon::policy::base { 'keystone': policy_file => 'keystone_policy.json' }
