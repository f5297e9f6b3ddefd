archive { '/tmp/insecure.tar.gz':
  source         => 'https://self-signed.example.com/insecure.tar.gz',
  allow_insecure => 'maybe',
}
