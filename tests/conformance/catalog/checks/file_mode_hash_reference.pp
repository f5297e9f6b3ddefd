file { '/tmp/a': mode => ['0644', {'a' => Notify['n']}] }
