$pw = Sensitive('s3cret')
user { 'admin': password => $pw }
notice(User['admin']['password'])
notify { 'n': message => $pw }
