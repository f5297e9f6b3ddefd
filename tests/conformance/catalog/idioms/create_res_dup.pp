notify { 'a': }
create_resources('notify', { 'a' => { 'message' => 'x' } })
