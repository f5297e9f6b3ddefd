define app($port) { notify { "${title}:${port}": } }
app { 'web': }
