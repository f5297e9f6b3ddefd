include apt
apt::source { 'nolocation': repos => 'main' }
