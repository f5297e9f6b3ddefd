schedule { 'maint': range => 'two to four' }
