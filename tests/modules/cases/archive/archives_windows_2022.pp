include archive
archive { '/tmp/jta-1.1.jar':
  ensure        => present,
  extract       => true,
  extract_path  => '/tmp',
  source        => 'http://central.maven.org/maven2/javax/transaction/jta/1.1/jta-1.1.jar',
  checksum      => '2ca09f0b36ca7d71b762e14ea2ff09d5eac57558',
  checksum_type => 'sha1',
  creates       => '/tmp/javax',
  cleanup       => true,
}
archive { '/tmp/test.zip':
  source   => 's3://bucket/test.zip',
  extract  => false,
  user     => 'deploy',
  download_options => ['--region', 'eu-west-1'],
}
archive::download { 'apache-tomcat-6.0.26.tar.gz':
  ensure => present,
  url    => 'http://archive.apache.org/dist/tomcat/tomcat-6/v6.0.26/bin/apache-tomcat-6.0.26.tar.gz',
}
