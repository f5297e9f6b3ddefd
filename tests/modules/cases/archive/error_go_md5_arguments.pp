notice(go_md5('u', 'p', 'app.zip'))
