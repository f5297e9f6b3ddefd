include rsync::server
rsync::server::module { 'pub': path => '/srv/pub' }
