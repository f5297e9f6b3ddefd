class apache::mod::ssl { notify { 'ssl': tag => ['Extra', 'x::y'] } }
include apache::mod::ssl
define apache::vhost() { file { "/tmp/${title}": tag => 'vh' } }
apache::vhost { 'site': }
