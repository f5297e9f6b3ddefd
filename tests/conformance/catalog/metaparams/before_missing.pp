notify { 'a': before => Notify['nope'] }
notice('done')
