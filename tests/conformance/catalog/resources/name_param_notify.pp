notify { 'title': name => 'the name', message => 'm' }
notice(Notify['title'][name])
