notice(sprintf('%<user>s', { 'uesr' => 1, 'users' => 2 }))
