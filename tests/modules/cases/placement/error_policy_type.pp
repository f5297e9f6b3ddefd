class { 'placement::policy': policies => 'placement:resource_providers:list' }
