mysql_user { 'a_name_of_eighty_one_characters_which_is_more_than_mariadb_allows_for_user_names_@localhost': ensure => present }
