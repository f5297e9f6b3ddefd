file { '/etc/hosts': audit => ['content', 'mode'] }
