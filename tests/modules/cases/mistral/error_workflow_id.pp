mistral_workflow { 'wf': id => 'not-a-uuid' }
