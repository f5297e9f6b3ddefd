swift_storage_policy { '1': policy_name => File['/tmp/x'] }
