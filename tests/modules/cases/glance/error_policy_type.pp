class { 'glance::policy': policies => ['get_image'] }
