@user { 'deploy': uid => 2000, alias => 'dep' }
@user { 'other': alias => 'dep' }
