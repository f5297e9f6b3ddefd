schedule { 'maint': period => 'fortnightly' }
