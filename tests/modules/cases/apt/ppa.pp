include apt
apt::ppa { 'ppa:deadsnakes/ppa': }
