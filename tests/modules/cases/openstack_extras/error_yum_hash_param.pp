validate_yum_hash({ 'repo' => { 'baseurl' => 'http://x/', 'url' => 'http://y/' } })
