class { 'congress::policy': policies => ['admin'] }
