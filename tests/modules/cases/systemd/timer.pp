systemd::timer { 'backup.timer':
  timer_content   => "[Timer]\nOnCalendar=daily\n",
  service_content => "[Service]\nExecStart=/usr/local/bin/backup\n",
  active          => true,
  enable          => true,
}
