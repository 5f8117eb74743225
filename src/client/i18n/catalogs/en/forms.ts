/** Ours: the form fields' own texts (components/forms). */
export const forms = {
  chosenPicture: 'Chosen picture',
  uploadProgress: 'Image upload progress',
  percent: '{percent}%',
};
