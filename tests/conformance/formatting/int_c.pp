notice(String(65, '%c'), String(233, '%c'), String(128512, '%c'), String(65, '%#c'), String(65, '%3c'), "${String(65, '%-3c')}|")
