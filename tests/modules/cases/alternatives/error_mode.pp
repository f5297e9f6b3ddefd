alternatives { 'editor': mode => 'sometimes' }
