validate_yum_hash({ 'repo' => 'http://x/' })
