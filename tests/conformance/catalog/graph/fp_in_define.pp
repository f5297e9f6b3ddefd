define cfg($path) { file { $path: ensure => file } }
cfg { 'one': path => '/etc/app//conf' }
cfg { 'two': path => '/etc/app/conf' }
