archive { '/tmp/insecure.tar.gz':
  source         => 'https://self-signed.example.com/insecure.tar.gz',
  allow_insecure => true,
}
archive::download { 'apache-tomcat-6.0.26.tar.gz':
  ensure         => present,
  url            => 'https://archive.apache.org/dist/tomcat/tomcat-6/v6.0.26/bin/apache-tomcat-6.0.26.tar.gz',
  allow_insecure => true,
}
