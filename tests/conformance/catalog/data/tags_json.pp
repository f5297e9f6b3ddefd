class role::db::primary { notify { 'p': tag => 'important' } tag 'db_tag' notify { 'q': } }
include role::db::primary
