# apache on RHEL 7 (facts in apache_redhat.facts.json), where suPHP still exists.
class { 'apache': default_vhost => false, mpm_module => 'prefork' }
include apache::mod::php
include apache::mod::suphp
