$ok = validate_yum_hash({ 'repo' => { 'baseurl' => 'http://x/', 'enabled' => '1' } })
notice($ok)
notice(validate_yum_hash({}))
notice(validate_yum_hash({ 'a' => [['priority', 1], 'gpgkey'] }))
