$port = 80
$t = @("EOT")
  server {
    listen ${port};
    name \$host;
  }
  | EOT
notice($t)
