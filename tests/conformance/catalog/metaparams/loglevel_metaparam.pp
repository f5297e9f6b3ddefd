notify { 'warn': loglevel => warning, message => 'careful' }
notify { 'dbg': loglevel => debug }
class quiet { notify { 'inside': } }
class { 'quiet': loglevel => 'err' }
