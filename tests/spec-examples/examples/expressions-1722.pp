require 'myclass'
