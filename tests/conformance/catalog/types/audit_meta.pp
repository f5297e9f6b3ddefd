file { '/etc/passwd': audit => ['owner', 'mode'] }
notice('ok')
