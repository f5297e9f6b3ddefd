file_line { 'x': path => '/etc/hosts', line => 'a', match => 'b', replace_all_matches_not_matching_line => true, multiple => false }
