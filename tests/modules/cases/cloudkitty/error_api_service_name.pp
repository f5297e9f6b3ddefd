include cloudkitty
class { 'cloudkitty::api': service_name => 'cloudkitty' }
