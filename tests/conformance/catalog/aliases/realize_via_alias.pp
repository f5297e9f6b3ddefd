@notify { 'real': alias => 'nick' }
realize(Notify['nick'])
