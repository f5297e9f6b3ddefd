node 'other' { notice('other') }
node /^web/ { }
