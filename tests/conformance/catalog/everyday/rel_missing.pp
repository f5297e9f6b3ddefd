notify { 'a': before => Notify['b'] }
notice('done')
