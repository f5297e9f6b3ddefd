fail 'boom', 'again'
