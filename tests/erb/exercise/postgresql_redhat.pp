# postgresql on RHEL 7 (facts in postgresql_redhat.facts.json): its systemd override.
class { 'postgresql::globals': version => '9.6', manage_package_repo => false }
class { 'postgresql::server': port => 5433 }
