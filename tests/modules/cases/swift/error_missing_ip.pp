class { 'swift': swift_hash_path_suffix => 'secrete' }
include swift::proxy
