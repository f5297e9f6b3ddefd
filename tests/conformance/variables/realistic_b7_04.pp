$t = @("EOT"/L)
  server {
    listen ${port};\
   # continued
    root "/srv";
  }
  | EOT
$port = 80
notice($t)
